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
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %reshape = reshape %assume_12 : tile<i32> -> tile<i32>
    %bcast = broadcast %reshape : tile<i32> -> tile<i32>
    %2 = exti %bcast signed : tile<i32> -> tile<i64>
    %cst_1_i32_13 = constant <i32: 1> : tile<i32>
    %reshape_14 = reshape %2 : tile<i64> -> tile<1xi64>
    %cst_1_i32_15 = constant <i32: 1> : tile<i32>
    %cst_256_i32_16 = constant <i32: 256> : tile<i32>
    %bcast_17 = broadcast %reshape_14 : tile<1xi64> -> tile<256xi64>
    %3 = exti %assume_6 signed : tile<i32> -> tile<i64>
    %cst_1_i32_18 = constant <i32: 1> : tile<i32>
    %reshape_19 = reshape %3 : tile<i64> -> tile<1xi64>
    %cst_1_i32_20 = constant <i32: 1> : tile<i32>
    %cst_256_i32_21 = constant <i32: 256> : tile<i32>
    %bcast_22 = broadcast %reshape_19 : tile<1xi64> -> tile<256xi64>
    %4 = cmpi less_than %bcast_17, %bcast_22, unsigned : tile<256xi64> -> tile<256xi1>
    %5 = exti %assume_8 signed : tile<i32> -> tile<i64>
    %cst_1_i32_23 = constant <i32: 1> : tile<i32>
    %reshape_24 = reshape %5 : tile<i64> -> tile<1xi64>
    %cst_1_i32_25 = constant <i32: 1> : tile<i32>
    %cst_256_i32_26 = constant <i32: 256> : tile<i32>
    %bcast_27 = broadcast %reshape_24 : tile<1xi64> -> tile<256xi64>
    %6 = muli %bcast_17, %bcast_27 : tile<256xi64>
    %7 = exti %1 signed : tile<256xi32> -> tile<256xi64>
    %8 = exti %assume_7 signed : tile<i32> -> tile<i64>
    %cst_1_i32_28 = constant <i32: 1> : tile<i32>
    %reshape_29 = reshape %8 : tile<i64> -> tile<1xi64>
    %cst_1_i32_30 = constant <i32: 1> : tile<i32>
    %cst_256_i32_31 = constant <i32: 256> : tile<i32>
    %bcast_32 = broadcast %reshape_29 : tile<1xi64> -> tile<256xi64>
    %9 = cmpi less_than %7, %bcast_32, unsigned : tile<256xi64> -> tile<256xi1>
    %10 = andi %4, %9 : tile<256xi1>
    %11 = addi %6, %7 : tile<256xi64>
    %cst_1_i32_33 = constant <i32: 1> : tile<i32>
    %reshape_34 = reshape %assume_5 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cst_1_i32_35 = constant <i32: 1> : tile<i32>
    %cst_256_i32_36 = constant <i32: 256> : tile<i32>
    %bcast_37 = broadcast %reshape_34 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %cst_256_i32_38 = constant <i32: 256> : tile<i32>
    %12 = offset %bcast_37, %11 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
    %reshape_39 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
    %bcast_40 = broadcast %reshape_39 : tile<1xf32> -> tile<256xf32>
    %result, %result_token = load_ptr_tko weak %12, %10, %bcast_40 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %28 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %28 : tile<f32>
    }
    %cst_1_i32_41 = constant <i32: 1> : tile<i32>
    %reshape_42 = reshape %reduce : tile<f32> -> tile<1xf32>
    %cst_1_i32_43 = constant <i32: 1> : tile<i32>
    %cst_256_i32_44 = constant <i32: 256> : tile<i32>
    %bcast_45 = broadcast %reshape_42 : tile<1xf32> -> tile<256xf32>
    %13 = subf %result, %bcast_45  : tile<256xf32>
    %14 = exp %13 rounding<approx> : tile<256xf32>
    %reduce_46 = reduce %14 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %28 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %28 : tile<f32>
    }
    %cst_1_i32_47 = constant <i32: 1> : tile<i32>
    %reshape_48 = reshape %reduce_46 : tile<f32> -> tile<1xf32>
    %cst_1_i32_49 = constant <i32: 1> : tile<i32>
    %cst_256_i32_50 = constant <i32: 256> : tile<i32>
    %bcast_51 = broadcast %reshape_48 : tile<1xf32> -> tile<256xf32>
    %15 = divf %14, %bcast_51 rounding<approx> flush_to_zero : tile<256xf32>
    %cst_1_i32_52 = constant <i32: 1> : tile<i32>
    %reshape_53 = reshape %assume_12 : tile<i32> -> tile<i32>
    %bcast_54 = broadcast %reshape_53 : tile<i32> -> tile<i32>
    %16 = exti %bcast_54 signed : tile<i32> -> tile<i64>
    %cst_1_i32_55 = constant <i32: 1> : tile<i32>
    %reshape_56 = reshape %16 : tile<i64> -> tile<1xi64>
    %cst_1_i32_57 = constant <i32: 1> : tile<i32>
    %cst_256_i32_58 = constant <i32: 256> : tile<i32>
    %bcast_59 = broadcast %reshape_56 : tile<1xi64> -> tile<256xi64>
    %17 = exti %assume_2 signed : tile<i32> -> tile<i64>
    %cst_1_i32_60 = constant <i32: 1> : tile<i32>
    %reshape_61 = reshape %17 : tile<i64> -> tile<1xi64>
    %cst_1_i32_62 = constant <i32: 1> : tile<i32>
    %cst_256_i32_63 = constant <i32: 256> : tile<i32>
    %bcast_64 = broadcast %reshape_61 : tile<1xi64> -> tile<256xi64>
    %18 = cmpi less_than %bcast_59, %bcast_64, unsigned : tile<256xi64> -> tile<256xi1>
    %19 = exti %assume_4 signed : tile<i32> -> tile<i64>
    %cst_1_i32_65 = constant <i32: 1> : tile<i32>
    %reshape_66 = reshape %19 : tile<i64> -> tile<1xi64>
    %cst_1_i32_67 = constant <i32: 1> : tile<i32>
    %cst_256_i32_68 = constant <i32: 256> : tile<i32>
    %bcast_69 = broadcast %reshape_66 : tile<1xi64> -> tile<256xi64>
    %20 = muli %bcast_59, %bcast_69 : tile<256xi64>
    %21 = exti %1 signed : tile<256xi32> -> tile<256xi64>
    %22 = exti %assume_3 signed : tile<i32> -> tile<i64>
    %cst_1_i32_70 = constant <i32: 1> : tile<i32>
    %reshape_71 = reshape %22 : tile<i64> -> tile<1xi64>
    %cst_1_i32_72 = constant <i32: 1> : tile<i32>
    %cst_256_i32_73 = constant <i32: 256> : tile<i32>
    %bcast_74 = broadcast %reshape_71 : tile<1xi64> -> tile<256xi64>
    %23 = cmpi less_than %21, %bcast_74, unsigned : tile<256xi64> -> tile<256xi1>
    %24 = andi %18, %23 : tile<256xi1>
    %25 = addi %20, %21 : tile<256xi64>
    %cst_1_i32_75 = constant <i32: 1> : tile<i32>
    %reshape_76 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cst_1_i32_77 = constant <i32: 1> : tile<i32>
    %cst_256_i32_78 = constant <i32: 256> : tile<i32>
    %bcast_79 = broadcast %reshape_76 : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %cst_256_i32_80 = constant <i32: 256> : tile<i32>
    %26 = offset %bcast_79, %25 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %27 = store_ptr_tko weak %26, %15, %24 token=%iterArg0 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    continue %27, %27 : token, token
  }
  return
}
