entry @softmax_kernel_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<ptr<f32>>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<sm_90 = {occupancy = 4}> {
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_256_i32_0 = constant <i32: 256> : tile<i32>
  %cst_256_i32_1 = constant <i32: 256> : tile<i32>
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg1 : tile<i32>
  %assume_3 = assume div_by<16>, %arg2 : tile<i32>
  %assume_4 = assume div_by<16>, %arg3 : tile<i32>
  %assume_5 = assume div_by<16>, %arg4 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg5 : tile<i32>
  %assume_7 = assume div_by<16>, %arg6 : tile<i32>
  %assume_8 = assume div_by<16>, %arg7 : tile<i32>
  %cst_256_i32_9 = constant <i32: 256> : tile<i32>
  %cst_256_i32_10 = constant <i32: 256> : tile<i32>
  %cst_256_i32_11 = constant <i32: 256> : tile<i32>
  %0 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %assume_gridSize_x = assume bounded<0, ?>, %gridSize_x : tile<i32>
  %assume_gridSize_y = assume bounded<0, ?>, %gridSize_y : tile<i32>
  %assume_gridSize_z = assume bounded<0, ?>, %gridSize_z : tile<i32>
  %1 = iota : tile<256xi32>
  %for:2 = for %loopIdx in (%assume_blockId_x to %cst_256_i32_9, step %assume_gridSize_x) : tile<i32> iter_values(%iterArg0 = %0, %iterArg1 = %0) -> (token, token) {
    %assume_12 = assume bounded<?, 255>, %loopIdx : tile<i32>
    %cst_256_i32_13 = constant <i32: 256> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_1_i32_14 = constant <i32: 1> : tile<i32>
    %reshape = reshape %assume_12 : tile<i32> -> tile<1xi32>
    %cst_1_i32_15 = constant <i32: 1> : tile<i32>
    %cst_256_i32_16 = constant <i32: 256> : tile<i32>
    %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
    %2 = exti %bcast signed : tile<256xi32> -> tile<256xi64>
    %3 = exti %assume_6 signed : tile<i32> -> tile<i64>
    %cst_1_i32_17 = constant <i32: 1> : tile<i32>
    %reshape_18 = reshape %3 : tile<i64> -> tile<1xi64>
    %cst_1_i32_19 = constant <i32: 1> : tile<i32>
    %cst_256_i32_20 = constant <i32: 256> : tile<i32>
    %bcast_21 = broadcast %reshape_18 : tile<1xi64> -> tile<256xi64>
    %4 = cmpi less_than %2, %bcast_21, unsigned : tile<256xi64> -> tile<256xi1>
    %5 = exti %assume_8 signed : tile<i32> -> tile<i64>
    %cst_1_i32_22 = constant <i32: 1> : tile<i32>
    %reshape_23 = reshape %5 : tile<i64> -> tile<1xi64>
    %cst_1_i32_24 = constant <i32: 1> : tile<i32>
    %cst_256_i32_25 = constant <i32: 256> : tile<i32>
    %bcast_26 = broadcast %reshape_23 : tile<1xi64> -> tile<256xi64>
    %6 = muli %2, %bcast_26 : tile<256xi64>
    %7 = exti %1 signed : tile<256xi32> -> tile<256xi64>
    %8 = exti %assume_7 signed : tile<i32> -> tile<i64>
    %cst_1_i32_27 = constant <i32: 1> : tile<i32>
    %reshape_28 = reshape %8 : tile<i64> -> tile<1xi64>
    %cst_1_i32_29 = constant <i32: 1> : tile<i32>
    %cst_256_i32_30 = constant <i32: 256> : tile<i32>
    %bcast_31 = broadcast %reshape_28 : tile<1xi64> -> tile<256xi64>
    %9 = cmpi less_than %7, %bcast_31, unsigned : tile<256xi64> -> tile<256xi1>
    %10 = andi %4, %9 : tile<256xi1>
    %11 = addi %6, %7 : tile<256xi64>
    %cst_1_i32_32 = constant <i32: 1> : tile<i32>
    %reshape_33 = reshape %assume_5 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cst_1_i32_34 = constant <i32: 1> : tile<i32>
    %cst_256_i32_35 = constant <i32: 256> : tile<i32>
    %bcast_36 = broadcast %reshape_33 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %cst_256_i32_37 = constant <i32: 256> : tile<i32>
    %12 = offset %bcast_36, %11 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
    %reshape_38 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
    %bcast_39 = broadcast %reshape_38 : tile<1xf32> -> tile<256xf32>
    %result, %result_token = load_ptr_tko weak %12, %10, %bcast_39 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %28 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %28 : tile<f32>
    }
    %cst_1_i32_40 = constant <i32: 1> : tile<i32>
    %reshape_41 = reshape %reduce : tile<f32> -> tile<1xf32>
    %cst_1_i32_42 = constant <i32: 1> : tile<i32>
    %cst_256_i32_43 = constant <i32: 256> : tile<i32>
    %bcast_44 = broadcast %reshape_41 : tile<1xf32> -> tile<256xf32>
    %13 = subf %result, %bcast_44  : tile<256xf32>
    %14 = exp %13 rounding<approx> : tile<256xf32>
    %reduce_45 = reduce %14 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %28 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %28 : tile<f32>
    }
    %cst_1_i32_46 = constant <i32: 1> : tile<i32>
    %reshape_47 = reshape %reduce_45 : tile<f32> -> tile<1xf32>
    %cst_1_i32_48 = constant <i32: 1> : tile<i32>
    %cst_256_i32_49 = constant <i32: 256> : tile<i32>
    %bcast_50 = broadcast %reshape_47 : tile<1xf32> -> tile<256xf32>
    %15 = divf %14, %bcast_50 rounding<approx> flush_to_zero : tile<256xf32>
    %cst_256_i32_51 = constant <i32: 256> : tile<i32>
    %cst_1_i32_52 = constant <i32: 1> : tile<i32>
    %cst_1_i32_53 = constant <i32: 1> : tile<i32>
    %reshape_54 = reshape %assume_12 : tile<i32> -> tile<1xi32>
    %cst_1_i32_55 = constant <i32: 1> : tile<i32>
    %cst_256_i32_56 = constant <i32: 256> : tile<i32>
    %bcast_57 = broadcast %reshape_54 : tile<1xi32> -> tile<256xi32>
    %16 = exti %bcast_57 signed : tile<256xi32> -> tile<256xi64>
    %17 = exti %assume_2 signed : tile<i32> -> tile<i64>
    %cst_1_i32_58 = constant <i32: 1> : tile<i32>
    %reshape_59 = reshape %17 : tile<i64> -> tile<1xi64>
    %cst_1_i32_60 = constant <i32: 1> : tile<i32>
    %cst_256_i32_61 = constant <i32: 256> : tile<i32>
    %bcast_62 = broadcast %reshape_59 : tile<1xi64> -> tile<256xi64>
    %18 = cmpi less_than %16, %bcast_62, unsigned : tile<256xi64> -> tile<256xi1>
    %19 = exti %assume_4 signed : tile<i32> -> tile<i64>
    %cst_1_i32_63 = constant <i32: 1> : tile<i32>
    %reshape_64 = reshape %19 : tile<i64> -> tile<1xi64>
    %cst_1_i32_65 = constant <i32: 1> : tile<i32>
    %cst_256_i32_66 = constant <i32: 256> : tile<i32>
    %bcast_67 = broadcast %reshape_64 : tile<1xi64> -> tile<256xi64>
    %20 = muli %16, %bcast_67 : tile<256xi64>
    %21 = exti %1 signed : tile<256xi32> -> tile<256xi64>
    %22 = exti %assume_3 signed : tile<i32> -> tile<i64>
    %cst_1_i32_68 = constant <i32: 1> : tile<i32>
    %reshape_69 = reshape %22 : tile<i64> -> tile<1xi64>
    %cst_1_i32_70 = constant <i32: 1> : tile<i32>
    %cst_256_i32_71 = constant <i32: 256> : tile<i32>
    %bcast_72 = broadcast %reshape_69 : tile<1xi64> -> tile<256xi64>
    %23 = cmpi less_than %21, %bcast_72, unsigned : tile<256xi64> -> tile<256xi1>
    %24 = andi %18, %23 : tile<256xi1>
    %25 = addi %20, %21 : tile<256xi64>
    %cst_1_i32_73 = constant <i32: 1> : tile<i32>
    %reshape_74 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cst_1_i32_75 = constant <i32: 1> : tile<i32>
    %cst_256_i32_76 = constant <i32: 256> : tile<i32>
    %bcast_77 = broadcast %reshape_74 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %cst_256_i32_78 = constant <i32: 256> : tile<i32>
    %26 = offset %bcast_77, %25 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %27 = store_ptr_tko weak %26, %15, %24 token=%iterArg0 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    continue %27, %27 : token, token
  }
  return
}
