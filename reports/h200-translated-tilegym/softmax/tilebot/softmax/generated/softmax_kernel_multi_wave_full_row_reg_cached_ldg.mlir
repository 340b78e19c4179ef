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
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %reshape = reshape %assume_blockId_x : tile<i32> -> tile<i32>
  %bcast = broadcast %reshape : tile<i32> -> tile<i32>
  %2 = exti %bcast signed : tile<i32> -> tile<i64>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %reshape_11 = reshape %2 : tile<i64> -> tile<1xi64>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %cst_256_i32_13 = constant <i32: 256> : tile<i32>
  %bcast_14 = broadcast %reshape_11 : tile<1xi64> -> tile<256xi64>
  %3 = exti %assume_7 signed : tile<i32> -> tile<i64>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %reshape_16 = reshape %3 : tile<i64> -> tile<1xi64>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %cst_256_i32_18 = constant <i32: 256> : tile<i32>
  %bcast_19 = broadcast %reshape_16 : tile<1xi64> -> tile<256xi64>
  %4 = muli %bcast_14, %bcast_19 : tile<256xi64>
  %5 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %6 = addi %4, %5 : tile<256xi64>
  %cst_1_i32_20 = constant <i32: 1> : tile<i32>
  %reshape_21 = reshape %assume_4 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %cst_256_i32_23 = constant <i32: 256> : tile<i32>
  %bcast_24 = broadcast %reshape_21 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_256_i32_25 = constant <i32: 256> : tile<i32>
  %7 = offset %bcast_24, %6 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %reshape_26 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_27 = broadcast %reshape_26 : tile<1xf32> -> tile<256xf32>
  %result, %result_token = load_ptr_tko weak %7, %bcast_27 : tile<256xptr<f32>>, tile<256xf32> -> tile<256xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %18 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %18 : tile<f32>
  }
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %reshape_29 = reshape %reduce : tile<f32> -> tile<1xf32>
  %cst_1_i32_30 = constant <i32: 1> : tile<i32>
  %cst_256_i32_31 = constant <i32: 256> : tile<i32>
  %bcast_32 = broadcast %reshape_29 : tile<1xf32> -> tile<256xf32>
  %8 = subf %result, %bcast_32  : tile<256xf32>
  %9 = exp %8 rounding<approx> : tile<256xf32>
  %reduce_33 = reduce %9 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %18 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %18 : tile<f32>
  }
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %reshape_35 = reshape %reduce_33 : tile<f32> -> tile<1xf32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %cst_256_i32_37 = constant <i32: 256> : tile<i32>
  %bcast_38 = broadcast %reshape_35 : tile<1xf32> -> tile<256xf32>
  %10 = divf %9, %bcast_38 rounding<approx> flush_to_zero : tile<256xf32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %reshape_40 = reshape %assume_blockId_x : tile<i32> -> tile<i32>
  %bcast_41 = broadcast %reshape_40 : tile<i32> -> tile<i32>
  %11 = exti %bcast_41 signed : tile<i32> -> tile<i64>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %reshape_43 = reshape %11 : tile<i64> -> tile<1xi64>
  %cst_1_i32_44 = constant <i32: 1> : tile<i32>
  %cst_256_i32_45 = constant <i32: 256> : tile<i32>
  %bcast_46 = broadcast %reshape_43 : tile<1xi64> -> tile<256xi64>
  %12 = exti %assume_3 signed : tile<i32> -> tile<i64>
  %cst_1_i32_47 = constant <i32: 1> : tile<i32>
  %reshape_48 = reshape %12 : tile<i64> -> tile<1xi64>
  %cst_1_i32_49 = constant <i32: 1> : tile<i32>
  %cst_256_i32_50 = constant <i32: 256> : tile<i32>
  %bcast_51 = broadcast %reshape_48 : tile<1xi64> -> tile<256xi64>
  %13 = muli %bcast_46, %bcast_51 : tile<256xi64>
  %14 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %15 = addi %13, %14 : tile<256xi64>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %reshape_53 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %cst_1_i32_54 = constant <i32: 1> : tile<i32>
  %cst_256_i32_55 = constant <i32: 256> : tile<i32>
  %bcast_56 = broadcast %reshape_53 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_256_i32_57 = constant <i32: 256> : tile<i32>
  %16 = offset %bcast_56, %15 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %17 = store_ptr_tko weak %16, %10 token=%0 : tile<256xptr<f32>>, tile<256xf32> -> token
  return
}
