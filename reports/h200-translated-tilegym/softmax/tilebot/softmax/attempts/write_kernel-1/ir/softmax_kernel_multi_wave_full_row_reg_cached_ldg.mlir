entry @softmax_kernel_multi_wave_full_row_reg_cached_ldg_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<ptr<f32>>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>) {
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_256_i32_0 = constant <i32: 256> : tile<i32>
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_1 = assume div_by<16>, %arg1 : tile<i32>
  %assume_2 = assume div_by<16>, %arg2 : tile<i32>
  %assume_3 = assume div_by<16>, %arg3 : tile<i32>
  %assume_4 = assume div_by<16>, %arg4 : tile<ptr<f32>>
  %assume_5 = assume div_by<16>, %arg5 : tile<i32>
  %assume_6 = assume div_by<16>, %arg6 : tile<i32>
  %assume_7 = assume div_by<16>, %arg7 : tile<i32>
  %cst_256_i32_8 = constant <i32: 256> : tile<i32>
  %cst_256_i32_9 = constant <i32: 256> : tile<i32>
  %0 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %1 = iota : tile<256xi32>
  %cst_256_i32_10 = constant <i32: 256> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %reshape = reshape %assume_blockId_x : tile<i32> -> tile<1xi32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %cst_256_i32_13 = constant <i32: 256> : tile<i32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %2 = exti %bcast signed : tile<256xi32> -> tile<256xi64>
  %3 = exti %assume_7 signed : tile<i32> -> tile<i64>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %reshape_15 = reshape %3 : tile<i64> -> tile<1xi64>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_256_i32_17 = constant <i32: 256> : tile<i32>
  %bcast_18 = broadcast %reshape_15 : tile<1xi64> -> tile<256xi64>
  %4 = muli %2, %bcast_18 : tile<256xi64>
  %5 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %6 = addi %4, %5 : tile<256xi64>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %reshape_20 = reshape %assume_4 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_256_i32_22 = constant <i32: 256> : tile<i32>
  %bcast_23 = broadcast %reshape_20 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_256_i32_24 = constant <i32: 256> : tile<i32>
  %7 = offset %bcast_23, %6 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %reshape_25 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_26 = broadcast %reshape_25 : tile<1xf32> -> tile<256xf32>
  %result, %result_token = load_ptr_tko weak %7, %bcast_26 : tile<256xptr<f32>>, tile<256xf32> -> tile<256xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %18 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %18 : tile<f32>
  }
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %reshape_28 = reshape %reduce : tile<f32> -> tile<1xf32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_256_i32_30 = constant <i32: 256> : tile<i32>
  %bcast_31 = broadcast %reshape_28 : tile<1xf32> -> tile<256xf32>
  %8 = subf %result, %bcast_31  : tile<256xf32>
  %9 = exp %8 rounding<approx> : tile<256xf32>
  %reduce_32 = reduce %9 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %18 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %18 : tile<f32>
  }
  %cst_1_i32_33 = constant <i32: 1> : tile<i32>
  %reshape_34 = reshape %reduce_32 : tile<f32> -> tile<1xf32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_256_i32_36 = constant <i32: 256> : tile<i32>
  %bcast_37 = broadcast %reshape_34 : tile<1xf32> -> tile<256xf32>
  %10 = divf %9, %bcast_37 rounding<approx> flush_to_zero : tile<256xf32>
  %cst_256_i32_38 = constant <i32: 256> : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %reshape_41 = reshape %assume_blockId_x : tile<i32> -> tile<1xi32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_256_i32_43 = constant <i32: 256> : tile<i32>
  %bcast_44 = broadcast %reshape_41 : tile<1xi32> -> tile<256xi32>
  %11 = exti %bcast_44 signed : tile<256xi32> -> tile<256xi64>
  %12 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %cst_1_i32_45 = constant <i32: 1> : tile<i32>
  %reshape_46 = reshape %12 : tile<i64> -> tile<1xi64>
  %cst_1_i32_47 = constant <i32: 1> : tile<i32>
  %cst_256_i32_48 = constant <i32: 256> : tile<i32>
  %bcast_49 = broadcast %reshape_46 : tile<1xi64> -> tile<256xi64>
  %13 = muli %11, %bcast_49 : tile<256xi64>
  %14 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %15 = addi %13, %14 : tile<256xi64>
  %cst_1_i32_50 = constant <i32: 1> : tile<i32>
  %reshape_51 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %cst_256_i32_53 = constant <i32: 256> : tile<i32>
  %bcast_54 = broadcast %reshape_51 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_256_i32_55 = constant <i32: 256> : tile<i32>
  %16 = offset %bcast_54, %15 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %17 = store_ptr_tko weak %16, %10 token=%0 : tile<256xptr<f32>>, tile<256xf32> -> token
  return
}
